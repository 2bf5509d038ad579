import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app';
import './global.css';

// A stylesheet or module preload that fails (e.g. after a redeploy) is reported instead of failing silently.
window.addEventListener('vite:preloadError', (event) => {
  console.error('资源加载失败', (event as Event & { payload?: unknown }).payload);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
