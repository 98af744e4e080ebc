import { css } from '@emotion/react';
import { useId } from 'react';
import { Form } from 'react-router';
import { Anchor, Button, colours, focusRing, space, textStyle } from '@art/ui';
import { SEARCH_TEXT_MAX_LENGTH } from './list-query';

const formStyle = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space[3] });
const fieldStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  flex: '1 1 16rem',
  maxWidth: '32rem',
});
const labelStyle = css(textStyle('small'), { fontWeight: 500 });
const inputStyle = css(textStyle('body'), {
  minHeight: '2.75rem',
  paddingInline: space[3],
  border: `1px solid ${colours.ruleStrong}`,
  borderRadius: 0,
  backgroundColor: colours.paper,
  color: colours.ink,
  '&:focus-visible': focusRing.styles,
});

/** Texts of {@link CatalogueSearch}, already translated. */
export interface CatalogueSearchTexts {
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
}

/**
 * The search box of a catalogue list: a GET form to the list's own address (`?q=`), so a search is an address that
 * renders on the server, works without JavaScript and, with it, is a client-side navigation kept in the history.
 * Submitting starts a new list (no letter, no cursor); `clearHref` leads back to the whole list.
 */
export function CatalogueSearch(props: {
  action: string;
  text: string;
  clearHref: string;
  texts: CatalogueSearchTexts;
}) {
  const id = useId();
  const { texts } = props;
  return (
    <Form method="get" action={props.action} role="search" aria-label={texts.label} css={formStyle}>
      <div css={fieldStyle}>
        <label htmlFor={id} css={labelStyle}>
          {texts.label}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          // Keyed by the text so a navigation (back, a letter) shows the text of the address it arrived at.
          key={props.text}
          defaultValue={props.text}
          placeholder={texts.placeholder}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          css={inputStyle}
        />
      </div>
      <Button type="submit" variant="primary">
        {texts.submit}
      </Button>
      {props.text ? <Anchor href={props.clearHref}>{texts.clear}</Anchor> : null}
    </Form>
  );
}
