import { AUDIT_ENTITIES } from '@art/model';
import { createBackofficeI18n } from '../i18n/setup';

describe('the audit log’s entities', () => {
  it.each(['es', 'en'] as const)('each has its name in %s', async (lang) => {
    const missing: string[] = [];
    const { i18nProvider } = await createBackofficeI18n(lang, (message) => missing.push(message));
    const names = AUDIT_ENTITIES.map((entity) => i18nProvider.translate(`app.audit.entities.${entity}`));
    expect(missing).toEqual([]);
    expect(names.filter((name) => name.startsWith('app.') || name.trim() === '')).toEqual([]);
    expect(new Set(names).size).toBe(AUDIT_ENTITIES.length);
  });
});
