import { expect } from 'chai';
import { publishingTargetProblem, type PublishingTargetPolicy } from '../../src/publishing-targets.ts';

const production: PublishingTargetPolicy = { allowPrivateTargets: false, sftpRoot: '/srv/boards' };
const development: PublishingTargetPolicy = { allowPrivateTargets: true, sftpRoot: '/' };

const push = (address: string, policy = production) =>
  publishingTargetProblem({ type: 'HTTP_PUSH', address }, policy);
const topic = (address: string) => publishingTargetProblem({ type: 'MQTT_TOPIC', address }, production);
const drop = (address: string, policy = production) =>
  publishingTargetProblem({ type: 'SFTP_DROP', address }, policy);

describe('publishing target addresses', () => {
  it('takes an https URL on a public host outside development', () => {
    expect(push('https://displays.example.org/hall')).to.equal(undefined);
    expect(push('https://203.0.113.7:8443/boards')).to.equal(undefined);
  });

  it('refuses outside development a URL that is plain http, loopback, private or link-local', () => {
    expect(push('http://displays.example.org/hall')).to.match(/not an https URL/);
    for (const address of [
      'https://127.0.0.1/boards',
      'https://localhost/boards',
      'https://LOCALHOST./boards',
      'https://screens.localhost/boards',
      'https://10.1.2.3/boards',
      'https://172.20.0.4/boards',
      'https://192.168.1.10/boards',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/boards',
      'https://[fd00::1]/boards',
      'https://[::ffff:127.0.0.1]/boards',
      'https://0.0.0.0/boards',
    ])
      expect(push(address), address).to.match(/loopback or private address/);
  });

  it('takes those in development, but never a URL that is not http(s)', () => {
    expect(push('http://127.0.0.1:9000/boards', development)).to.equal(undefined);
    expect(push('ftp://displays.example.org/hall', development)).to.match(/not an http or https URL/);
    expect(push('displays.example.org/hall', development)).to.match(/is not a URL/);
  });

  it('refuses a topic with a wildcard or a broker topic', () => {
    expect(topic('displays/perrache/q12')).to.equal(undefined);
    expect(topic('displays/+/q12')).to.match(/wildcard/);
    expect(topic('displays/#')).to.match(/wildcard/);
    expect(topic('$SYS/boards')).to.match(/starts with \$/);
  });

  it('takes an absolute directory inside the SFTP root, and refuses one outside, relative or with dot segments', () => {
    expect(drop('/srv/boards/perrache/hall')).to.equal(undefined);
    expect(drop('/srv/boards')).to.equal(undefined);
    expect(drop('/srv/boardsmore/hall')).to.match(/outside the SFTP root \/srv\/boards/);
    expect(drop('/etc/ssh')).to.match(/outside the SFTP root/);
    expect(drop('boards/hall')).to.match(/not an absolute path/);
    expect(drop('/srv/boards/../../etc')).to.match(/\. or \.\. segment/);
    expect(drop('/srv/boards/./hall')).to.match(/\. or \.\. segment/);
    expect(drop('/anywhere/at/all', development)).to.equal(undefined);
  });

  it('asks nothing of a web page’s address, which names the player', () => {
    expect(publishingTargetProblem({ type: 'WEB_PAGE', address: 'hall, left' }, production)).to.equal(
      undefined,
    );
  });
});
