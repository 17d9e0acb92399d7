import type { Language } from '@pagewise/shared/languages';
import type { Role } from '@pagewise/shared/roles';

/** Role names as e-mails write them, in every interface language. */
export const roleNames: Record<Language, Record<Role, string>> = {
  en: { administrator: 'administrator', editor: 'editor', writer: 'writer', viewer: 'viewer' },
  fr: { administrator: 'administrateur', editor: 'éditeur', writer: 'rédacteur', viewer: 'lecteur' },
  de: { administrator: 'Administrator', editor: 'Redakteur', writer: 'Autor', viewer: 'Leser' },
  es: { administrator: 'administrador', editor: 'editor', writer: 'redactor', viewer: 'lector' },
  pt: { administrator: 'administrador', editor: 'editor', writer: 'redator', viewer: 'leitor' },
  it: { administrator: 'amministratore', editor: 'editor', writer: 'redattore', viewer: 'lettore' },
};
