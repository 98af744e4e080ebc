import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LogoutDocument, useGraphQLClient } from '@art/data';
import { ValidateTicketDocument } from '../documents';
import { FormTextProvider, SubmitButton, TextField, schemaFields, useForm } from '@art/forms';
import { useTranslation } from 'react-i18next';
import { TICKET_LIMITS, deskForm, ticketCodeForm } from '@art/model';
import { href, loginRedirect } from '@art/routing';
import type { PageData } from '@art/site';
import { Button, Cluster, Container, Heading, Stack, Text, colours, fonts, mq, space, textStyle } from '@art/ui';
import { accountFormStyle, FormNotice, goTo } from '@art/page-kit';
import { DESK_STORAGE_KEY, admissionTime, deskOutcome, repeatFilter, type DeskOutcome } from './desk';
import { useQrScanner } from './use-qr-scanner';
import type { ValidationsPageData } from './validations-page';

/** The amber of "already used": ink on it reads at more than 10:1. */
const AMBER = '#f5b400';

const page = css({
  paddingBlock: `${space[7]} ${space[11]}`,
  maxWidth: '40rem',
  [mq.desktop]: { paddingBlock: space[10], maxWidth: '76rem' },
});
/**
 * Phones: one column in the order of use (desk, camera, result, typed code, recent); the two column boxes dissolve
 * (`display: contents`) and `order` places the result under the camera (it holds nothing focusable, so the keyboard
 * order is unchanged). Wide screens: the controls on the left, the result and the list on the right.
 */
const deskLayout = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[7],
  [mq.desktop]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    columnGap: space[10],
    alignItems: 'start',
  },
});
const column = css({ display: 'contents', [mq.desktop]: { display: 'flex', flexDirection: 'column', gap: space[7] } });
const PLACE = { desk: 1, scan: 2, result: 3, type: 4, recent: 5 } as const;
const area = (name: keyof typeof PLACE) => css({ order: PLACE[name], [mq.desktop]: { order: 0 } });
const big = css({ width: '100%', minHeight: '3.5rem', fontSize: '1.125rem' });
const videoBox = css({
  position: 'relative',
  width: '100%',
  maxWidth: '28rem',
  aspectRatio: '1',
  background: colours.ink,
  overflow: 'hidden',
  '& video': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  // The square to aim the code at.
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: '18%',
    border: `3px solid ${colours.paper}`,
    boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.35)',
    pointerEvents: 'none',
  },
});
const panelBase = css({
  padding: space[6],
  minHeight: '9rem',
  display: 'grid',
  alignContent: 'center',
  gap: space[2],
  [mq.tablet]: { padding: space[7] },
});
const PANEL: Record<DeskOutcome['kind'] | 'idle', { background: string; color: string; symbol: string }> = {
  idle: { background: colours.surface, color: colours.ink, symbol: '' },
  VALID: { background: colours.success, color: colours.paper, symbol: '✓' },
  ALREADY_USED: { background: AMBER, color: colours.ink, symbol: '!' },
  UNKNOWN: { background: colours.danger, color: colours.paper, symbol: '✕' },
  refused: { background: colours.danger, color: colours.paper, symbol: '✕' },
  failed: { background: colours.danger, color: colours.paper, symbol: '✕' },
};
const verdict = css(textStyle('h2'), {
  margin: 0,
  fontFamily: fonts.text,
  fontWeight: 700,
  display: 'flex',
  gap: space[3],
  alignItems: 'baseline',
});
const detail = css(textStyle('body'), { margin: 0 });
const codeText = css({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  letterSpacing: '0.05em',
  wordBreak: 'break-all',
});
const recentList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': { paddingBlock: space[2], borderBottom: `1px solid ${colours.rule}` },
});

// The schemas of `validateTicket` (`@art/model`): the desk's name, and what was scanned or typed.
const DESK_FIELDS = schemaFields(deskForm);
const CODE_FIELDS = schemaFields(ticketCodeForm);

/** A validation shown in the recent list: its outcome and when it happened. */
type Recent = { id: number; outcome: DeskOutcome; at: string };

/** The desk's name kept on this device: undefined until read (it lives in the browser), null when none. */
function useDesk(): [string | null | undefined, (desk: string | null) => void] {
  const [desk, setDesk] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    try {
      setDesk(window.localStorage.getItem(DESK_STORAGE_KEY) || null);
    } catch {
      setDesk(null);
    }
  }, []);
  const save = useCallback((next: string | null) => {
    try {
      if (next) window.localStorage.setItem(DESK_STORAGE_KEY, next);
      else window.localStorage.removeItem(DESK_STORAGE_KEY);
    } catch {
      // A browser that keeps nothing still works for this visit.
    }
    setDesk(next);
  }, []);
  return [desk, save];
}

/** The form that names the desk, the first thing on a device that has none. */
function DeskForm({ onSave }: { onSave: (desk: string) => void }) {
  const { t } = useTranslation('validations');
  const form = useForm({
    fields: DESK_FIELDS,
    onSubmit: (values) => {
      onSave(String(values['desk'] ?? '').trim());
      return true;
    },
  });
  return (
    <section aria-labelledby="desk-heading">
      <Stack gap={4}>
        <Heading level={3} size="h3" id="desk-heading">
          {t('desk.heading')}
        </Heading>
        <form {...form.formProps} css={accountFormStyle} data-form="desk">
          <TextField
            {...form.field('desk')}
            label={t('desk.label')}
            mandatory
            maxLength={TICKET_LIMITS.desk}
            autoComplete="off"
            aria-describedby="desk-hint"
          />
          <Text size="small" tone="muted" id="desk-hint" css={{ flexBasis: '100%' }}>
            {t('desk.hint')}
          </Text>
          <SubmitButton label={t('desk.save')} css={big} />
        </form>
      </Stack>
    </section>
  );
}

/** The result panel: large, coloured by outcome, with its words (never the colour alone) and the ticket's details. */
function ResultPanel({
  outcome,
  checking,
  className,
}: {
  outcome: DeskOutcome | null;
  checking: boolean;
  className?: string;
}) {
  const { t } = useTranslation('validations');
  const look = PANEL[outcome?.kind ?? 'idle'];
  const lines: string[] = [];
  let title = t('result.idle');
  if (outcome?.kind === 'VALID') {
    title = t('result.valid');
    lines.push(t('result.validHint'), t('result.holder', { name: outcome.ticket.name }));
  } else if (outcome?.kind === 'ALREADY_USED') {
    title = t('result.alreadyUsed');
    const when = outcome.ticket.admittedAt ? admissionTime(outcome.ticket.admittedAt) : null;
    const desk = outcome.ticket.admittedDesk ?? '—';
    if (when)
      lines.push(
        when.today
          ? t('result.usedToday', { time: when.time, desk })
          : t('result.usedAt', { date: when.date, time: when.time, desk }),
      );
    lines.push(t('result.usedHint'), t('result.holder', { name: outcome.ticket.name }));
  } else if (outcome?.kind === 'UNKNOWN') {
    title = t('result.unknown');
    lines.push(t('result.unknownCode', { code: outcome.code }), t('result.unknownHint'));
  } else if (outcome?.kind === 'refused') {
    title = t('result.refused');
    lines.push(outcome.text);
  } else if (outcome?.kind === 'failed') {
    title = t('result.failed');
    lines.push(t('result.failedHint'));
  }
  const ticket = outcome?.kind === 'VALID' || outcome?.kind === 'ALREADY_USED' ? outcome.ticket : null;
  return (
    <section aria-labelledby="result-heading" className={className}>
      <Heading level={3} size="caption" id="result-heading" css={{ marginBottom: space[2] }}>
        {t('result.heading')}
      </Heading>
      {/* Announced as soon as it changes: the person at the desk may not be looking at the screen. */}
      <div
        aria-live="assertive"
        aria-atomic="true"
        aria-busy={checking || undefined}
        css={[panelBase, { background: look.background, color: look.color }]}
        data-result={outcome?.kind ?? 'idle'}
      >
        <p css={verdict}>
          {look.symbol ? <span aria-hidden="true">{look.symbol}</span> : null}
          <span>{checking ? t('result.checking') : title}</span>
        </p>
        {!checking &&
          lines.map((line, i) => (
            <p key={i} css={detail}>
              {line}
            </p>
          ))}
        {!checking && ticket ? <p css={[detail, codeText]}>{t('result.code', { code: ticket.code })}</p> : null}
      </div>
    </section>
  );
}

/** The desk itself: camera, typed code, result and the last validations. */
function Desk({ desk, onChangeDesk }: { desk: string; onChangeDesk: () => void }) {
  const { t } = useTranslation('validations');
  const client = useGraphQLClient();
  const [outcome, setOutcome] = useState<DeskOutcome | null>(null);
  const [checking, setChecking] = useState(false);
  const [recent, setRecent] = useState<Recent[]>([]);
  const busy = useRef(false);
  const serial = useRef(0);
  const fresh = useRef(repeatFilter());

  const validate = useCallback(
    async (sent: string): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setChecking(true);
      let next: DeskOutcome;
      try {
        const { validateTicket } = await client.request(ValidateTicketDocument, { code: sent, desk });
        next = deskOutcome(validateTicket, sent);
      } catch {
        next = { kind: 'failed' };
      }
      busy.current = false;
      setChecking(false);
      setOutcome(next);
      const at = admissionTime(new Date().toISOString()).time;
      setRecent((list) => [{ id: ++serial.current, outcome: next, at }, ...list].slice(0, 5));
      // A short buzz for a valid ticket, a longer pattern for anything else: felt without looking.
      navigator.vibrate?.(next.kind === 'VALID' ? 120 : [250, 100, 250]);
      return next.kind !== 'failed';
    },
    [client, desk],
  );

  const scanner = useQrScanner((text) => {
    if (!busy.current && fresh.current(text, Date.now())) void validate(text);
  });

  const codeForm = useForm({
    fields: CODE_FIELDS,
    onSubmit: async (values) => {
      const done = await validate(String(values['code'] ?? ''));
      if (done) {
        codeForm.reset();
        // Ready for the next code (also from a scanner that types it and presses Enter).
        document.getElementById(codeForm.field('code').id)?.focus();
      }
      return done;
    },
  });

  const scanning = scanner.state === 'on' || scanner.state === 'starting';
  return (
    <div css={deskLayout}>
      <div css={column}>
        <Cluster gap={4} align="center" justify="between" css={area('desk')}>
          <Text weight="semibold" data-desk="">
            {t('desk.current', { desk })}
          </Text>
          <Button
            variant="link"
            onClick={() => {
              scanner.stop();
              onChangeDesk();
            }}
          >
            {t('desk.change')}
          </Button>
        </Cluster>

        <section aria-labelledby="scan-heading" css={area('scan')}>
          <Stack gap={4}>
            <Heading level={3} size="h3" id="scan-heading">
              {t('scan.heading')}
            </Heading>
            <div css={videoBox} hidden={!scanning}>
              <video ref={scanner.videoRef} muted playsInline aria-label={t('scan.video')} />
            </div>
            {scanning ? (
              <Text size="small">{scanner.state === 'starting' ? t('scan.starting') : t('scan.aim')}</Text>
            ) : null}
            {scanner.problem ? <FormNotice tone="error">{t(`scan.problems.${scanner.problem}`)}</FormNotice> : null}
            <Button
              size="large"
              variant={scanning ? 'secondary' : 'primary'}
              css={big}
              onClick={() => (scanning ? scanner.stop() : void scanner.start())}
              data-scan=""
            >
              {scanning ? t('scan.stop') : t('scan.start')}
            </Button>
          </Stack>
        </section>

        <section aria-labelledby="type-heading" css={area('type')}>
          <Stack gap={4}>
            <Heading level={3} size="h3" id="type-heading">
              {t('type.heading')}
            </Heading>
            <form {...codeForm.formProps} css={accountFormStyle} data-form="validate">
              <TextField
                {...codeForm.field('code')}
                label={t('type.code')}
                mandatory
                maxLength={TICKET_LIMITS.ticketInput}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                enterKeyHint="go"
              />
              <SubmitButton busy={codeForm.status === 'sending'} label={t('type.validate')} css={big} />
            </form>
          </Stack>
        </section>
      </div>

      <div css={column}>
        <ResultPanel outcome={outcome} checking={checking} css={area('result')} />

        {recent.length > 0 ? (
          <section aria-labelledby="recent-heading" css={area('recent')}>
            <Stack gap={3}>
              <Heading level={3} size="h3" id="recent-heading">
                {t('recent.heading')}
              </Heading>
              <ul css={recentList}>
                {recent.map((item) => (
                  <li key={item.id}>
                    <Text size="small">
                      {item.at} · <strong>{t(`recent.${item.outcome.kind}`)}</strong>
                      {item.outcome.kind === 'VALID' || item.outcome.kind === 'ALREADY_USED'
                        ? ` · ${item.outcome.ticket.name} · ${item.outcome.ticket.code}`
                        : item.outcome.kind === 'UNKNOWN'
                          ? ` · ${item.outcome.code}`
                          : ''}
                    </Text>
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** What an account that is not staff sees (with a 403): who they are, and the way to log in with another account. */
function Forbidden({ fullName }: { fullName: string }) {
  const { t } = useTranslation('validations');
  const client = useGraphQLClient();
  const switchAccount = async () => {
    try {
      await client.request(LogoutDocument, {});
    } finally {
      goTo(loginRedirect(href('validations', {}, 'es'), 'es'));
    }
  };
  return (
    <Stack gap={5} align="start" data-forbidden="">
      <Text size="small" tone="muted">
        403
      </Text>
      <Heading level={2} size="h1">
        {t('forbidden.heading')}
      </Heading>
      <Text measure>{t('forbidden.text', { name: fullName })}</Text>
      <Cluster gap={5} align="center">
        <Button onClick={() => void switchAccount()}>{t('forbidden.switch')}</Button>
        <Button as="a" variant="secondary" href={href('home', {}, 'es')}>
          {t('forbidden.home')}
        </Button>
      </Cluster>
    </Stack>
  );
}

/**
 * Ticket-office validations (Spanish only, staff and admins): the desk's name (kept on the device), the camera that
 * validates a ticket's QR code as soon as it reads it, the typed code as the fallback (a keyboard-like scanner works
 * there too), a large result announced to screen readers, and the last five validations. Others see why they cannot
 * use it.
 */
export function ValidationsPageView({ data }: { data: PageData<ValidationsPageData> }) {
  const { t } = useTranslation('validations');
  const { t: formText } = useTranslation();
  const [desk, setDesk] = useDesk();
  const { allowed, fullName } = data.page;
  return (
    <Container>
      <div css={page}>
        {allowed ? (
          <FormTextProvider t={formText}>
            <Stack gap={7}>
              <Stack gap={2}>
                <Heading level={2} size="h1">
                  {t('heading')}
                </Heading>
                <Text size="small" tone="muted">
                  {t('signedInAs', { name: fullName })}
                </Text>
              </Stack>
              {desk === undefined ? null : desk === null ? (
                <DeskForm onSave={setDesk} />
              ) : (
                <Desk desk={desk} onChangeDesk={() => setDesk(null)} />
              )}
            </Stack>
          </FormTextProvider>
        ) : (
          <Forbidden fullName={fullName} />
        )}
      </div>
    </Container>
  );
}
