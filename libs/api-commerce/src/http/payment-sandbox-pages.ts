/**
 * The HTML pages of the local payment sandbox (`payments.ts` serves them): the card form, the 3-D Secure step and
 * the error page, in the payer's language from `mail.json`'s `paymentSandbox`. They build text only; the route
 * sends it with the headers, among them the Content-Security-Policy whose nonce lets the one inline style in.
 */
import type { Language } from '@art/model';
import { formatEuros } from '../services/cart';
import type { PaymentDeps } from '../services/payments';
import { escapeAttribute, escapeHtml } from '@art/api-core';

/** What the pages need from the server: the texts, and the shop the error page links back to. */
export type SandboxPageDeps = Pick<PaymentDeps, 'config' | 'mailTexts'>;

/** The payment a page shows above its form (the sandbox's accepted request has these fields and more). */
export interface ShownPayment {
  order: string;
  amountCents: number;
  merchantCode: string;
  merchantName: string;
  lang: Language;
}

/** The form of a step: where it posts and the signed hidden field that carries the step. */
export interface SandboxStep {
  action: string;
  state: string;
}

/** A page to send: its status, language, title and the content of its `<main>`. */
export interface SandboxPage {
  status: number;
  lang: Language;
  title: string;
  body: string;
}

/** What was wrong in the card form, or null when it is shown for the first time. */
export type CardProblem = 'cardNotAccepted' | 'wrongExpiry' | 'wrongCvv' | null;

/** The CSS of the sandbox's pages: one inline style allowed by its nonce, nothing else loads. */
const CSS = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f3f4f6}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:8px}
h1{font-size:1.4rem;margin:0 0 .5rem}
.notice{background:#fff7d6;border:1px solid #b58900;padding:.5rem .75rem;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
label{display:block;font-weight:600;margin-top:.75rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #6b7280;border-radius:4px}
input:focus,button:focus{outline:3px solid #1d4ed8;outline-offset:2px}
[role=alert]{color:#991b1b;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button{font:inherit;padding:.6rem 1rem;border-radius:4px;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1d4ed8}
.hint{font-size:.9rem;color:#374151}`;

/** The whole document of a page, its style carrying `nonce` (the one the response's CSP allows). */
export function sandboxDocument(page: SandboxPage, nonce: string): string {
  return [
    `<!DOCTYPE html><html lang="${page.lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${CSS}</style></head>`,
    `<body><main>${page.body}</main></body></html>`,
  ].join('');
}

/** The sandbox's texts in a language. */
const textsOf = (deps: SandboxPageDeps, lang: Language) => (key: string) =>
  deps.mailTexts.t(lang, `paymentSandbox.${key}`);

/** What a page of the sandbox shows above its form: the test notice and what is being paid. */
function summary(t: (key: string) => string, payment: ShownPayment): string {
  const merchant = [payment.merchantName, payment.merchantCode].filter(Boolean).join(' · ');
  return [
    `<p class="notice">${escapeHtml(t('notice'))}</p>`,
    '<dl>',
    `<dt>${escapeHtml(t('merchant'))}</dt><dd>${escapeHtml(merchant)}</dd>`,
    `<dt>${escapeHtml(t('amount'))}</dt><dd>${escapeHtml(formatEuros(payment.amountCents, payment.lang))}</dd>`,
    `<dt>${escapeHtml(t('order'))}</dt><dd>${escapeHtml(payment.order)}</dd>`,
    '</dl>',
  ].join('');
}

const problemHtml = (problem: string | null) =>
  problem ? `<p role="alert" id="problem">${escapeHtml(problem)}</p>` : '';

/** Attributes of an input the problem is about. */
const about = (problem: string | null, invalid: boolean) =>
  problem ? ` aria-describedby="problem"${invalid ? ' aria-invalid="true"' : ''}` : '';

/**
 * The content of a step's page: its heading, what is paid, the problem if any, and the form carrying the signed step
 * around `fields`, with the buttons to go on (`submit`) and to cancel.
 */
function stepContent(
  t: (key: string) => string,
  payment: ShownPayment,
  step: SandboxStep,
  parts: { heading: string; problem: string | null; fields: string[]; submit: string },
): string[] {
  return [
    `<h1>${escapeHtml(t(parts.heading))}</h1>`,
    summary(t, payment),
    problemHtml(parts.problem),
    `<form method="post" action="${escapeAttribute(step.action)}">`,
    `<input type="hidden" name="state" value="${escapeAttribute(step.state)}">`,
    ...parts.fields,
    `<div class="actions"><button type="submit" name="action" value="pay">${escapeHtml(t(parts.submit))}</button>`,
    `<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(t('cancel'))}</button></div>`,
    '</form>',
  ];
}

/** The card form: 200 the first time, 422 with the problem and the field it is about marked. */
export function cardPage(
  deps: SandboxPageDeps,
  payment: ShownPayment,
  step: SandboxStep,
  problem: CardProblem,
): SandboxPage {
  const t = textsOf(deps, payment.lang);
  const text = problem ? t(problem) : null;
  const fields = [
    `<fieldset><legend>${escapeHtml(t('card'))}</legend>`,
    `<label for="cardNumber">${escapeHtml(t('cardNumber'))}</label>`,
    `<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23"${about(text, problem === 'cardNotAccepted')}>`,
    `<label for="expiry">${escapeHtml(t('expiry'))}</label>`,
    `<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" required maxlength="7"${about(text, problem === 'wrongExpiry')}>`,
    `<label for="cvv">${escapeHtml(t('cvv'))}</label>`,
    `<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"${about(text, problem === 'wrongCvv')}>`,
    '</fieldset>',
  ];
  const body = [
    ...stepContent(t, payment, step, { heading: 'title', problem: text, fields, submit: 'pay' }),
    `<p class="hint">${escapeHtml(t('testCards'))}</p>`,
  ].join('');
  return { status: problem ? 422 : 200, lang: payment.lang, title: t('title'), body };
}

/** The 3-D Secure step: 200 the first time, 422 after a wrong code. */
export function securePage(
  deps: SandboxPageDeps,
  payment: ShownPayment,
  step: SandboxStep,
  wrong: boolean,
): SandboxPage {
  const t = textsOf(deps, payment.lang);
  const fields = [
    `<p id="secure-intro">${escapeHtml(t('secureIntro'))}</p>`,
    `<label for="code">${escapeHtml(t('secureCode'))}</label>`,
    `<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required maxlength="12"${wrong ? ' aria-describedby="problem secure-intro" aria-invalid="true"' : ' aria-describedby="secure-intro"'}>`,
  ];
  const problem = wrong ? t('wrongCode') : null;
  const body = stepContent(t, payment, step, { heading: 'secureTitle', problem, fields, submit: 'confirm' }).join('');
  return { status: wrong ? 422 : 200, lang: payment.lang, title: t('secureTitle'), body };
}

/** The 400 page of a request the sandbox refuses or a step whose time has passed, linking back to the shop. */
export function errorPage(deps: SandboxPageDeps, lang: Language, problem: 'invalidRequest' | 'expired'): SandboxPage {
  const t = textsOf(deps, lang);
  const body = [
    `<h1>${escapeHtml(t('errorTitle'))}</h1>`,
    `<p class="notice">${escapeHtml(t('notice'))}</p>`,
    `<p role="alert">${escapeHtml(t(problem))}</p>`,
    `<p><a href="${escapeAttribute(deps.config.shopOrigin)}">${escapeHtml(t('back'))}</a></p>`,
  ].join('');
  return { status: 400, lang, title: t('errorTitle'), body };
}
