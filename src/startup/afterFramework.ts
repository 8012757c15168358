// Imported by the browser entry between React and styled-components (see the comment there).
import { startupMarks } from './marks.ts';
import { nextTask } from './nextTask.ts';

performance.mark(startupMarks.framework);
await nextTask();
