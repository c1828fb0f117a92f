import { Step1Form } from '../features/wizard/components/step1-form';
import { WizardScreen } from '../features/wizard/components/wizard-screen';

export default function CreateEventStep1Page() {
  return (
    <WizardScreen step={1}>
      <Step1Form />
    </WizardScreen>
  );
}
