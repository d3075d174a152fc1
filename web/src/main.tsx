// The playtest page's entry: the host worker (engine and bots), the test hook when asked for, the UI.
import { render } from 'preact';
import { HostClient } from './client.js';
import { installTestHook } from './testHook.js';
import { App } from './ui/App.js';
import './style.css';

const client = new HostClient();
installTestHook(client);
render(<App client={client} />, document.getElementById('app')!);
