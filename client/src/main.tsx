import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { initI18n } from './i18n/i18n.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles.css';

// Spec section 8: unhandled rejections and global errors are logged to the console only.
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason));
window.addEventListener('error', (event) => console.error('Unhandled error', event.error ?? event.message));

initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
