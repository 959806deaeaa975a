export { rulesService } from './rules-service.ts';
