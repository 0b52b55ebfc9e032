// The framework's modules, which main.tsx loads and runs in a task of their own before the app's:
// two shorter tasks rather than one long one, so that the page answers a tap between them.
import 'react';
import 'react-dom/client';
import 'react-router';
import '@tanstack/react-query';
