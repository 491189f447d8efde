// `node --import ./bench/react-router-production.mjs`: the benches' shop renders with react-router's production
// build, as the built server does (scripts/build-server.mjs); the package's exports name only its development one.
import { register } from 'node:module';

register('./react-router-production-hook.mjs', import.meta.url);
