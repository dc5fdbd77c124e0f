import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Welcome } from './ui/Welcome';
import './ui/styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Welcome />
  </StrictMode>,
);
