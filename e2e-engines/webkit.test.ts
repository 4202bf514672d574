import { engineSuite } from './suite';
import { launchWebKit } from './webkit';

engineSuite({ name: 'WebKit', port: Number(process.env.ENGINES_PORT ?? 4105), withProbe: true, phone: true, launch: launchWebKit });
