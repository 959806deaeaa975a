export { referentialService } from './referential-service.ts';
