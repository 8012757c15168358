// Imported by the browser entry between React and styled-components (see the comment there).
import { endStartupStep, startupMarks } from './steps.ts';

await endStartupStep(startupMarks.framework);
