import { shellConfig } from '../scripts/build/rsbuild-app';

export default shellConfig();
