/* Shared bits of the pagination test boards: 11 jobs (the 6th repeats the 2nd: a re-listed duplicate), cards, details. */
var JOBS = [
  {id: 'jb1001', title: 'Backend Engineer', company: 'Acme Robotics', location: 'Austin, TX', easy: true},
  {id: 'jb1002', title: 'Data Engineer', company: 'Birch Analytics', location: 'Denver, CO', easy: false},
  {id: 'jb1003', title: 'Frontend Engineer', company: 'Cobalt Labs', location: 'Remote', easy: true},
  {id: 'jb1004', title: 'Site Reliability Engineer', company: 'Delta Cloud', location: 'Seattle, WA', easy: true},
  {id: 'jb1005', title: 'QA Engineer', company: 'Ember Health', location: 'Boston, MA', easy: true},
  {id: 'jb1002', title: 'Data Engineer', company: 'Birch Analytics', location: 'Denver, CO', easy: false},
  {id: 'jb1006', title: 'Mobile Engineer', company: 'Fjord Apps', location: 'Chicago, IL', easy: true},
  {id: 'jb1007', title: 'Security Engineer', company: 'Granite Bank', location: 'New York, NY', easy: false},
  {id: 'jb1008', title: 'Platform Engineer', company: 'Harbor Freight Tech', location: 'Portland, OR', easy: true},
  {id: 'jb1009', title: 'Machine Learning Engineer', company: 'Iris AI', location: 'San Jose, CA', easy: true},
  {id: 'jb1010', title: 'Embedded Engineer', company: 'Juniper Motors', location: 'Detroit, MI', easy: true}
];
var BATCH = 4;

function card(job) {
  var li = document.createElement('li');
  li.className = 'job-card';
  li.setAttribute('data-job-id', job.id);
  li.innerHTML = '<h3 class="job-title"><a href="job.html?id=' + job.id + '">' + job.title + '</a></h3>' +
    '<div class="job-company">' + job.company + '</div>' +
    '<div class="job-location">' + job.location + '</div>' +
    (job.easy ? '<span class="job-badge">Easy apply</span>' : '');
  return li;
}

function appendJobs(from, to) {
  var list = document.getElementById('results');
  JOBS.slice(from, to).forEach(function (job) { list.appendChild(card(job)); });
}
