import { Step5Form } from '../features/wizard/components/step5-form';
import { WizardScreen } from '../features/wizard/components/wizard-screen';

export default function CreateEventStep5Page() {
  return (
    <WizardScreen step={5}>
      <Step5Form />
    </WizardScreen>
  );
}
