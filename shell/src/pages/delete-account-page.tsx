import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { paths } from '@quadra/contracts';
import { errorText, toast, useDeleteAccount } from '@quadra/data';
import { deleteAccountSchema, messages, type DeleteAccountForm } from '@quadra/domain';
import { useSession } from '@quadra/session';
import { Button, PageHeader, TextField } from '@quadra/ui';
import styles from './delete-account-page.module.css';

const m = messages.accountData;

/**
 * 'Excluir minha conta' (issue 46): says what happens, then asks for the password and EXCLUIR typed.
 * The server checks both again and deletes in one transaction; a refusal is shown as it comes.
 */
export default function DeleteAccountPage() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const signOut = useSession((s) => s.signOut);
  const remove = useDeleteAccount({
    signOut,
    onDeleted: () => {
      toast.success(m.deleted.title, { description: m.deleted.description });
      navigate(paths.landing, { replace: true });
    },
  });
  const refusal = remove.error ? errorText(remove.error, m.deleteError) : null;
  const submit = handleSubmit((values) => remove.run(values));

  return (
    <>
      <PageHeader title={m.deleteTitle} backTo={-1} />
      <div className={styles.page}>
        <p>{m.deleteIntro}</p>
        <h2 className={styles.subtitle}>{m.deleteWhatHappens}</h2>
        <ul className={styles.consequences}>
          {m.deleteConsequences.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <TextField label={m.passwordLabel} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
          <TextField
            label={m.confirmationLabel}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={formState.errors.confirmation?.message}
            {...register('confirmation')}
          />
          {refusal && (
            <p role="alert" className={styles.refusal}>
              {refusal}
            </p>
          )}
          <Button type="submit" variant="danger" fullWidth loading={remove.anyPending || remove.isSuccess}>
            {m.deleteSubmit}
          </Button>
          <Button variant="secondary" fullWidth onClick={() => navigate(paths.settings)}>
            {m.deleteCancel}
          </Button>
        </form>
      </div>
    </>
  );
}
