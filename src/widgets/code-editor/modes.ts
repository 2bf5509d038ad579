/** Languages of the code editor (spec §2); the value is what callers pass as `language`. */
export const CODE_MODES = [
  { value: 'css', label: 'CSS' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'html', label: 'HTML' },
  { value: 'java', label: 'Java' },
  { value: 'python', label: 'Python' },
  { value: 'sql', label: 'SQL' },
  { value: 'shell', label: 'Shell' },
  { value: 'markdown', label: 'Markdown' },
] as const;

export type CodeMode = (typeof CODE_MODES)[number]['value'];
export const CODE_TAB_SIZE = 2;
export const CODE_HEIGHT = '240px';
