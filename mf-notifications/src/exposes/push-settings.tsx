import { PushSettings } from '../features/push/components/push-settings';

export default function PushSettingsWidget() {
  return <PushSettings />;
}
