// Imported by the browser entry between styled-components and the app (see the comment there).
import { startupMarks } from './marks.ts';
import { nextTask } from './nextTask.ts';

performance.mark(startupMarks.styles);
await nextTask();
