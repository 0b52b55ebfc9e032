// React's modules, which main.tsx loads and runs in a task of their own before the app's: two
// shorter tasks rather than one long one, so that the page answers a tap between them. (React and
// react-dom are CommonJS, set up when first imported; the router and the query cache are modules
// whose loading costs little.)
import 'react';
import 'react-dom/client';
