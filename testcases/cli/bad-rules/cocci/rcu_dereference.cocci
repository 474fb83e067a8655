// a rule file that lost its header
@r@
@@
- foo();
