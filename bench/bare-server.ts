// The yardstick: a bare Fastify route answering a small JSON body, on the same machine in
// the same run as the server under test.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, Response: { mta_bareMessage: { transactionId: 'x', ticket: '', Error: '' } } };
app.post('/bare', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 8190), host: '127.0.0.1' });
process.send?.('ready');
