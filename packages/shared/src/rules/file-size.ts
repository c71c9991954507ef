import type { Language } from './language.ts';

const KIB = 1024;
const MIB = 1024 * 1024;

/** Each language's units and number style: « 5,1 Mo » in French (octets), '5.1 MB' in English. */
const UNITS: Record<Language, { mega: string; kilo: string; space: string; decimal: string }> = {
  en: { mega: 'MB', kilo: 'KB', space: ' ', decimal: '.' },
  // A no-break space keeps the number with its unit (OQLF).
  fr: { mega: 'Mo', kilo: 'Ko', space: '\u00a0', decimal: ',' },
};

/**
 * A file's size as people read it: '5 MB', '5.1 MB', '830 KB' in English, « 5 Mo », « 5,1 Mo »,
 * « 830 Ko » in French (1 MB = 1024 KB). Rounded up, so that a file just over a limit never reads as the
 * limit itself.
 */
export function formatFileSize(bytes: number, language: Language): string {
  const units = UNITS[language];
  if (bytes >= MIB) {
    const tenths = Math.ceil(bytes / (MIB / 10));
    const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
    return `${text.replace('.', units.decimal)}${units.space}${units.mega}`;
  }
  return `${Math.max(1, Math.ceil(bytes / KIB))}${units.space}${units.kilo}`;
}
