import type { Network } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { useConnectForm } from '../api/connect-form.ts';
import { CredentialsForm } from './CredentialsForm.tsx';

interface NetworkFormProps {
  network: Network;
  onBack: () => void;
  onConnected: (names: string[]) => void;
}

export function NetworkForm({ network, onBack, onConnected }: NetworkFormProps) {
  const { t } = useTranslation('pages');
  const connect = useConnectForm();
  return (
    <CredentialsForm
      fields={network.formFields}
      submitLabel={t('connect.submit')}
      cancelLabel={t('connect.back')}
      onCancel={onBack}
      onSend={async (fields) => {
        const pages = await connect.mutateAsync({ kind: network.kind, fields });
        onConnected(pages.map((page) => page.name));
      }}
    />
  );
}
