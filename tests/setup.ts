import '@ant-design/v5-patch-for-react-19';
import '@testing-library/jest-dom/vitest';

// antd reads matchMedia for responsive behaviour; jsdom has none.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not implement getComputedStyle with a pseudo-element argument.
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (elt: Element) => originalGetComputedStyle(elt);

// The product loads antd's message / notification on first use (src/providers/notify.ts); load them once here so a
// test's first message does not wait for module transformation.
await import('antd/es/message');
await import('antd/es/notification');
