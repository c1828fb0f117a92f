import { Step4Form } from '../features/wizard/components/step4-form';
import { WizardScreen } from '../features/wizard/components/wizard-screen';

export default function CreateEventStep4Page() {
  return (
    <WizardScreen step={4}>
      <Step4Form />
    </WizardScreen>
  );
}
