import { remoteConfig } from '../scripts/build/rsbuild-app';

export default remoteConfig('mf_auth');
