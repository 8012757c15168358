/** Never ends by itself: keeps its thread alive until it is stopped. */
setInterval(() => undefined, 1000);
