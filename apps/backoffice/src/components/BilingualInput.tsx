/**
 * One text of a record in both languages: the inputs of `<source>ES` and `<source>EN`, side by side on wide screens and
 * one above the other on narrow ones ({@link Bilingual}), each full width and with the same props, so the two languages
 * of a field cannot drift apart (one multiline and the other not, a helper text on one only).
 */
import { TextInput, type TextInputProps } from 'react-admin';
import { Bilingual } from './common';

/** The languages of a bilingual field, as the suffixes of its names (`titleES`, `titleEN`) in that order. */
const SUFFIXES = ['ES', 'EN'] as const;

export type BilingualInputProps = Omit<TextInputProps, 'source' | 'label'> & {
  /** The field's name without its language: `title` edits `titleES` and `titleEN`; `blockWithText1.title` works too. */
  source: string;
  /**
   * A translation key without its language, given one per language like the names (`app.siteContent.block.title` →
   * `…titleES`, `…titleEN`); without it each input has react-admin's label, `resources.<resource>.fields.<name>`.
   */
  label?: string;
};

/**
 * A text field in Spanish and English; every other prop (`multiline`, `minRows`, `helperText`, `validate`…) goes to both
 * inputs. The form's values, its validation and the labels are each language's own, as with two `TextInput`s.
 * @example <BilingualInput source="content" multiline minRows={6} helperText="app.posts.contentHelp" />
 */
export function BilingualInput({ source, label, ...props }: BilingualInputProps) {
  return (
    <Bilingual>
      {SUFFIXES.map((suffix) => (
        <TextInput
          key={suffix}
          source={`${source}${suffix}`}
          label={label === undefined ? undefined : `${label}${suffix}`}
          fullWidth
          {...props}
        />
      ))}
    </Bilingual>
  );
}
