import { runService } from '@transport/platform';
import { referentialService } from './referential-service.ts';

await runService(referentialService);
