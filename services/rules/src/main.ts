import { runService } from '@transport/platform';
import { rulesService } from './rules-service.ts';

await runService(rulesService);
