import { createRoot } from 'react-dom/client'

// The smallest React 19 app: what any React screen costs before its own code.
const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root')
createRoot(container).render(<h1>Hello world</h1>)
