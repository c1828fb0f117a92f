import { Step2Form } from '../features/wizard/components/step2-form';
import { WizardScreen } from '../features/wizard/components/wizard-screen';

export default function CreateEventStep2Page() {
  return (
    <WizardScreen step={2}>
      <Step2Form />
    </WizardScreen>
  );
}
