import { describeTranslationTables } from '../../shared/testing/translation-tables.ts';
import { reasonTextsEn, reasonTextsIt } from './reason-texts.ts';

describeTranslationTables({ reasons: [reasonTextsIt, reasonTextsEn] });
