import { findFirefox, launchFirefox } from './firefox';
import { engineSuite } from './suite';

engineSuite({ name: 'Firefox', port: Number(process.env.ENGINES_PORT ?? 4105), withProbe: false, phone: false, find: findFirefox, launch: launchFirefox });
