import { Step3Form } from '../features/wizard/components/step3-form';
import { WizardScreen } from '../features/wizard/components/wizard-screen';

export default function CreateEventStep3Page() {
  return (
    <WizardScreen step={3}>
      <Step3Form />
    </WizardScreen>
  );
}
