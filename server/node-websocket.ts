// Node's WebSocket (`ws`) as a browser's behaves for the tests' clients: closing one still
// connecting (a client destroyed at the end of a test while the server, slow under load, has not
// answered yet; a page leaving while offline) is no error. `ws` reports that close as an 'error'
// event on the next tick, which nothing listens to once the provider has let go of its socket, so
// it would end the test run as an uncaught exception. The provider still sees every close.
import NodeWebSocket from 'ws';

export class WebSocket extends NodeWebSocket {
	constructor(...args: ConstructorParameters<typeof NodeWebSocket>) {
		super(...args);
		this.on('error', () => undefined);
	}
}
