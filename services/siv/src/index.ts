export { sivService } from './siv-service.ts';
