/*
 * What a person's text may hold. Control characters (U+0000–U+001F, U+007F–U+009F) are never typed on
 * purpose: PostgreSQL refuses U+0000 outright (it used to answer 500), and the others break lines, logs and
 * CSV exports. An unpaired surrogate is not a character at all: it would be stored as U+FFFD. Newline,
 * carriage return and tab are text in a multi-line field (notes, prayer requests) and nowhere else.
 */

import { t } from './i18n';

/** Under a one-line field that refuses such text: a pasted tab or line break is invisible, so name it. */
export const SINGLE_LINE_TEXT_MESSAGE = t('common:singleLineText');
/** Under a multi-line field (notes, a prayer request) that refuses such text. */
export const MULTI_LINE_TEXT_MESSAGE = t('common:multiLineText');

// Cc is exactly the control characters; in a /u expression a surrogate matches Cs only when unpaired.
const CONTROL_OR_LONE_SURROGATE = /[\p{Cc}\p{Cs}]/u;
const CONTROL_BUT_LINES_OR_LONE_SURROGATE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** One line of text: a name, a city, an address, a password. */
export const isSingleLineText = (value: string) => !CONTROL_OR_LONE_SURROGATE.test(value);

/** Text that may hold line breaks and tabs: notes, a prayer request. */
export const isMultiLineText = (value: string) => !CONTROL_BUT_LINES_OR_LONE_SURROGATE.test(value);

/** For `.refine(...singleLineText)` on a string schema. */
export const singleLineText = [isSingleLineText, SINGLE_LINE_TEXT_MESSAGE] as const;
/** For `.refine(...multiLineText)` on a string schema. */
export const multiLineText = [isMultiLineText, MULTI_LINE_TEXT_MESSAGE] as const;
