import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { messages } from '@quadra/domain';
import { Button } from '@quadra/ui';
import { FormError } from '../../auth/components/form-error';

const m = messages.account.reset;

/** A used, expired or forged recovery link: said in pt-BR, with another one a tap away. */
export function InvalidLink() {
  const navigate = useNavigate();
  return (
    <>
      <FormError error={m.invalidLink} />
      <Button fullWidth onClick={() => navigate(paths.forgotPassword)}>
        {m.sendAnother}
      </Button>
    </>
  );
}
