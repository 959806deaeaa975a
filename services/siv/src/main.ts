import { runService } from '@transport/platform';
import { sivService } from './siv-service.ts';

await runService(sivService);
