/* /job_detail/<id>.html — job page, apply dialog */
(function () {
  'use strict';
  var D = window.__ZT_STATE__, esc = ZT.esc;
  var id = document.getElementById('wrap').getAttribute('data-jobid');
  var job = null, rec = null, i;
  for (i = 0; i < D.jobs.length; i++) if (D.jobs[i].id === id) job = D.jobs[i];
  for (i = 0; i < D.recommended.length; i++) if (D.recommended[i].id === id) rec = D.recommended[i];
  var main = document.getElementById('main');

  if (!job && rec) {
    main.innerHTML = '<div class="job-banner"><div class="inner"><div class="job-primary"><div class="info-primary">' +
      '<div class="name"><h1>' + esc(rec.title) + '</h1><span class="salary">' + esc(rec.salary) + '</span></div>' +
      '<p><span class="text-city">' + esc(rec.location) + '</span></p></div>' +
      '<div class="job-status-closed">该职位已停止招聘</div></div></div></div>' +
      '<div class="inner job-detail"><div class="job-detail-section"><p>' + esc(rec.company) + ' 已关闭该职位，<a href="/web/geek/job?query=Java&amp;city=101010100">看看其他Java职位</a></p></div></div>';
    return;
  }
  if (!job) { main.innerHTML = '<div class="inner"><p class="job-empty-wrapper">职位不存在或已被删除</p></div>'; return; }

  var asof = D.as_of;
  var isExt = job.apply_type === 'external';
  var badge = job.badge ? '<i class="job-tag-icon ' + (job.badge === '急聘' ? 'urgent-icon' : 'new-icon') + '">' + esc(job.badge) + '</i>' : '';
  var applyBtn = isExt ?
    '<a class="btn btn-outline btn-apply-outer" href="' + esc(job.apply_url) + '" target="_blank" rel="noopener nofollow" ka="job_detail_outer_apply">去公司官网投递</a>' :
    '<a class="btn btn-outline btn-apply" href="javascript:;" ka="job_detail_resume_apply">投递简历</a>';
  var recTitle = job.recruiter_title === 'HR' ? esc(job.recruiter) + '<em class="boss-title-tag">HR</em>' : esc(job.recruiter) + '<span class="boss-title"> · ' + esc(job.recruiter_title) + '</span>';

  main.innerHTML =
    '<div class="job-banner" data-v-4c7d1e2b><div class="inner">' +
      '<div class="job-primary detail-box"><div class="info-primary">' +
        '<div class="job-status"><span>招聘中</span></div>' +
        '<div class="name"><h1 title="' + esc(job.title) + '">' + esc(job.title) + '</h1>' + badge + '<span class="salary">' + esc(job.salary) + '</span></div>' +
        '<p><a class="text-city" href="/web/geek/job?city=' + esc(job.city_code) + '">' + esc(job.location) + '</a><em class="vline"></em>' +
        '<span class="text-experiece">' + esc(job.experience) + '</span><em class="vline"></em><span class="text-degree">' + esc(job.degree) + '</span>' +
        '<em class="vline"></em><span class="text-heads">招' + job.heads + '人</span></p>' +
        '<div class="job-tags">' + job.welfare.map(function (w) { return '<span>' + esc(w) + '</span>'; }).join('') + '</div>' +
      '</div>' +
      '<div class="job-op"><div class="btn-container">' +
        (isExt ? '' : '<a class="btn btn-startchat" href="javascript:;" ka="job_detail_chat">立即沟通</a>') + applyBtn +
        '<a class="link-like" href="javascript:;" ka="job_detail_like">感兴趣</a>' +
      '</div><p class="pub-time">' + esc(job.posted) + '</p></div></div>' +
    '</div></div>' +
    '<div class="inner job-detail clearfix" data-v-4c7d1e2b>' +
      '<div class="job-detail-main">' +
        '<div class="job-detail-section"><div class="job-detail-header"><h3>职位描述</h3></div>' +
          '<ul class="job-keyword-list">' + job.skills.map(function (s) { return '<li>' + esc(s) + '</li>'; }).join('') + '</ul>' +
          '<div class="job-sec-text">岗位职责：<br>' + esc(job.duties).replace(/；/g, '；<br>') + '<br><br>任职要求：<br>' + esc(job.reqs).replace(/；/g, '；<br>') + '</div>' +
        '</div>' +
        '<div class="job-detail-section job-boss-info"><h2 class="name"><img class="boss-avatar" src="/static/img/avatar' + (job.recruiter.indexOf('女士') >= 0 ? 'f' : 'm') + '.svg" width="48" height="48" alt="">' + recTitle + '<i class="boss-online-tag">刚刚活跃</i></h2>' +
          '<div class="boss-info-attr">' + esc(job.company) + '<em class="vline"></em>' + esc(job.recruiter_title) + '</div></div>' +
        '<div class="job-detail-section job-location"><h3>工作地址</h3><div class="location-address">' + esc(job.address) + '</div>' +
          '<div class="job-location-map"><img src="/static/img/map.svg" alt="地图" width="600" height="160"></div></div>' +
        '<div class="job-detail-section"><h3>竞争力分析</h3><p class="gray">登录后查看你与该职位的匹配度 <a href="/web/user/">去登录</a></p></div>' +
      '</div>' +
      '<div class="job-sider">' +
        '<div class="sider-company"><p class="title">公司基本信息</p>' +
          '<div class="company-info"><a href="/gongsi/' + esc(job.company_id) + '.html" ka="job-detail-company-logo">' + ZT.logo(job.logo, job.company, 'company-logo-img big') + '</a>' +
          '<a href="/gongsi/' + esc(job.company_id) + '.html" ka="job-detail-company_custompage" title="' + esc(job.company) + '">' + esc(job.company) + '</a></div>' +
          '<p><i class="icon-stage"></i>' + esc(job.stage) + '</p><p><i class="icon-scale"></i>' + esc(job.scale) + '</p><p><i class="icon-industry"></i><a href="javascript:;">' + esc(job.industry) + '</a></p>' +
          '<a class="look-all" href="/gongsi/' + esc(job.company_id) + '.html">查看全部职位</a></div>' +
        '<div class="ad-banner ad-banner-side"><a href="/activity/vip.html"><span class="ad-mark">广告</span><b>简历诊断</b><span class="ad-sub">资深HR一对一修改</span></a></div>' +
      '</div>' +
    '</div>';

  if (!isExt) main.querySelector('.btn-startchat').addEventListener('click', function () { ZT.toast('请先登录后再与Boss沟通'); });
  main.querySelector('.link-like').addEventListener('click', function () { ZT.toast('请先登录'); });
  if (!isExt) main.querySelector('.btn-apply').addEventListener('click', openApply);

  function openApply() {
    if (document.querySelector('.apply-dialog')) return;
    var w = document.createElement('div');
    w.className = 'dialog-wrap apply-dialog';
    w.innerHTML = '<div class="dialog-layer"></div><div class="dialog-container dialog-apply" role="dialog" aria-modal="true" aria-labelledby="apply-title">' +
      '<div class="dialog-title"><h3 class="title" id="apply-title">投递简历 · ' + esc(job.title) + '</h3><a href="javascript:;" class="close" title="关闭">×</a></div>' +
      '<div class="dialog-con"><form class="apply-form" novalidate autocomplete="off">' +
        '<input type="hidden" name="jobId" value="' + esc(job.id) + '">' +
        '<div class="form-row"><label class="form-label" for="ap-name"><i class="req">*</i>姓名</label><div class="form-ipt"><input id="ap-name" name="name" type="text" placeholder="请输入真实姓名" maxlength="20"><p class="form-err"></p></div></div>' +
        '<div class="form-row"><label class="form-label" for="ap-phone"><i class="req">*</i>手机号码</label><div class="form-ipt ipt-phone-wrap"><select name="areaCode" class="area-code" aria-label="国家/地区"><option value="+86" selected>+86</option><option value="+852">+852</option><option value="+853">+853</option><option value="+886">+886</option></select><input id="ap-phone" name="phone" type="tel" placeholder="请输入手机号码" maxlength="11"><p class="form-err"></p></div></div>' +
        '<div class="form-row"><label class="form-label" for="ap-email">邮箱</label><div class="form-ipt"><input id="ap-email" name="email" type="email" placeholder="选填，用于接收面试通知"><p class="form-err"></p></div></div>' +
        '<div class="form-row"><label class="form-label" for="ap-resume">上传简历</label><div class="form-ipt"><label class="upload-btn"><input id="ap-resume" name="resume" type="file" accept=".pdf,.doc,.docx,.jpg,.png"><span>选择文件</span></label><span class="upload-tip">支持PDF、Word、图片，不超过20M</span><p class="form-err"></p></div></div>' +
        '<div class="form-row"><label class="form-label" for="ap-salary">期望薪资</label><div class="form-ipt"><select id="ap-salary" name="expectSalary"><option value="">请选择</option><option>面议</option><option>3-5K</option><option>5-10K</option><option>10-15K</option><option>15-20K</option><option>20-30K</option><option>30-50K</option><option>50K以上</option></select><p class="form-err"></p></div></div>' +
        '<div class="form-row form-agree"><div class="form-ipt"><label class="agree-label"><input type="checkbox" name="agree" value="1"> 我已阅读并同意<a href="/activity/about.html#agreement" target="_blank">《用户协议》</a>和<a href="/activity/about.html#privacy" target="_blank">《隐私政策》</a></label><p class="form-err"></p></div></div>' +
        '<div class="form-btns"><button type="submit" class="btn btn-primary btn-submit">提交</button></div>' +
      '</form></div></div>';
    document.body.appendChild(w);
    var f = w.querySelector('form');
    w.querySelector('.close').addEventListener('click', function () { w.parentNode.removeChild(w); });
    function err(name, msg) {
      var el = f.querySelector('[name="' + name + '"]').closest('.form-ipt').querySelector('.form-err');
      el.textContent = msg || '';
      return msg ? 1 : 0;
    }
    f.addEventListener('submit', function (e) {
      e.preventDefault();
      var bad = 0, name = f.name.value.trim(), phone = f.phone.value.trim(), email = f.email.value.trim();
      bad += err('name', name ? '' : '请输入姓名');
      bad += err('phone', !phone ? '请输入手机号码' : (/^1\d{10}$/.test(phone) ? '' : '请输入正确的手机号码'));
      bad += err('email', email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? '邮箱格式不正确' : '');
      bad += err('agree', f.agree.checked ? '' : '请阅读并同意《用户协议》和《隐私政策》');
      if (bad) return;
      var btn = f.querySelector('.btn-submit');
      btn.disabled = true; btn.textContent = '提交中...';
      fetch('/__submit/zhipin-apply', { method: 'POST', body: new FormData(f) }).then(function (r) {
        if (!r.ok) throw new Error('HTTP ' + r.status);
        return r.text();
      }).then(function () {
        w.querySelector('.dialog-con').innerHTML = '<div class="apply-success"><i class="icon-success"></i><h3>投递成功</h3><p>简历已发送给' + esc(job.recruiter) + '，请耐心等待回复</p><a href="/web/geek/job?query=Java&amp;city=101010100" class="btn btn-primary">继续找工作</a></div>';
      }).catch(function () {
        btn.disabled = false; btn.textContent = '提交';
        ZT.toast('网络异常，请稍后重试');
      });
    });
  }
})();
