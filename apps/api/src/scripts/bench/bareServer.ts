/**
 * The yardstick of the load benchmark: a bare node:http server answering every request with a fixed JSON body of
 * about the top-10's size. Whatever the API does beyond this (routing, validation, the database, serialisation) is
 * the gap between the two figures. Usage: node bareServer.js <port>; prints 'ready' once listening.
 */
import http from 'node:http';

const body = JSON.stringify(
  Array.from({ length: 10 }, (_, i) => ({ user_name: `Learner ${i}`, score: 8.5 - i * 0.5, created_at: new Date(0).toISOString(), examId: 1000 + i })),
);
const port = Number(process.argv[2] ?? 3458);
http
  .createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  })
  .listen(port, '127.0.0.1', () => console.log('ready'));
