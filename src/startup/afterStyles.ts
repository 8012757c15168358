// Imported by the browser entry between styled-components and the app (see the comment there).
import { endStartupStep, startupMarks } from './steps.ts';

await endStartupStep(startupMarks.styles);
