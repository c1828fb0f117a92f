import { firstScreenServerConfig } from '../scripts/build/rsbuild-app';

export default firstScreenServerConfig();
