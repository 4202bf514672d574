import { engineSuite } from './suite';
import { findWebKit, launchWebKit } from './webkit';

engineSuite({ name: 'WebKit', port: Number(process.env.ENGINES_PORT ?? 4106), withProbe: true, phone: true, find: findWebKit, launch: launchWebKit });
